"""The Discord side of tablehost: cogs that turn clicks into engine actions."""
