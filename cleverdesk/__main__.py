from cleverdesk.cli import main

raise SystemExit(main())
