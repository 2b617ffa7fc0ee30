# The two constants of harbor/constants.py that harbor.models.task.config and artifacts use.
ORG_NAME_PATTERN = r"^[a-zA-Z0-9][a-zA-Z0-9._-]*/[a-zA-Z0-9][a-zA-Z0-9._-]*$"
MAIN_SERVICE_NAME = "main"
