from tests.service_fixtures import *  # noqa: F401,F403 - redis, postgres, store fixtures

from dualpath.wiring import install as install_decoders  # noqa: E402

install_decoders()  # as every entry point does: the pipeline's decoders are the shipped models'
