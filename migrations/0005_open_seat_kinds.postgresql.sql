-- PostgreSQL variant of 0005: the CHECK constraint can simply be dropped.

ALTER TABLE seat_kinds DROP CONSTRAINT seat_kinds_kind_check;

ALTER TABLE results ADD COLUMN team INTEGER;
