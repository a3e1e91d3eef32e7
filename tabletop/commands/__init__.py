"""The Qt-free subcommands of ``tabletop`` (DESIGN §4), one module each.

Each module has ``register(subparsers)``, which adds its subparser with
``set_defaults(run=handler)``, and the handler ``run(args) -> int`` (the exit status).
"""
