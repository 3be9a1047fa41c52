from tests.service_fixtures import *  # noqa: F401,F403 - redis, postgres, store fixtures
