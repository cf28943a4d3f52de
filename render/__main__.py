from render.cli import main

raise SystemExit(main())
