"""The heartbeat that re-stamps a worker's unacknowledged tasks (``workers.heartbeat``), on a real
Redis: it must not speak on the connection where the consumer's BRPOP waits, or it reads the next
task's message as its own reply and the task is lost without a trace (a realtime request waits for
its 504, a batch job never finishes)."""
from __future__ import annotations

import threading
import time
from types import SimpleNamespace

import pytest
from kombu import Connection, Consumer, Exchange, Producer, Queue

from workers.heartbeat import UnackedHeartbeat

pytestmark = pytest.mark.redis


@pytest.fixture
def broker(redis_url: str):
    import redis

    url = f"{redis_url.rstrip('/')}/13"
    redis.Redis.from_url(url).flushdb()
    yield url
    redis.Redis.from_url(url).flushdb()


def test_a_beat_while_the_consumer_waits_on_brpop_loses_no_message(broker):
    queue = Queue("hb-test", Exchange("hb-test", type="direct"), routing_key="hb-test")
    received: list[dict] = []
    with Connection(broker) as conn, Connection(broker) as publisher:
        channel = conn.channel()
        consumer = Consumer(channel, queues=[queue], accept=["json"],
                            callbacks=[lambda body, message: (received.append(body), message.ack())])
        consumer.consume()
        with pytest.raises(TimeoutError):  # the BRPOP is sent and left waiting for a message
            conn.drain_events(timeout=0.2)
        channel.qos._delivered["a-task-still-running"] = None  # what this worker holds unacknowledged

        def publish_soon() -> None:
            time.sleep(0.3)
            Producer(publisher.channel()).publish({"n": 1}, exchange=queue.exchange, routing_key="hb-test",
                                                  declare=[queue], serializer="json")

        sender = threading.Thread(target=publish_soon)
        sender.start()
        parent = SimpleNamespace(task_consumer=SimpleNamespace(channel=channel))
        UnackedHeartbeat(SimpleNamespace()).beat(parent)
        sender.join()
        deadline = time.monotonic() + 5
        while not received and time.monotonic() < deadline:
            try:
                conn.drain_events(timeout=0.5)
            except TimeoutError:
                pass
        assert received == [{"n": 1}], "the heartbeat took the consumer's message"
