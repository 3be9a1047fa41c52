# One image for every dualpath service (api, worker-realtime, worker-batch, beat); see docker-compose.yml.
FROM python:3.11-slim
ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY schemas ./schemas
COPY pipeline ./pipeline
COPY models ./models
COPY corpus ./corpus
COPY dualpath ./dualpath
COPY workers ./workers
COPY api ./api
RUN pip install -e . && useradd --system --home /var/lib/dualpath dualpath \
    && mkdir -p /var/lib/dualpath && chown dualpath /var/lib/dualpath
USER dualpath
EXPOSE 8000
CMD ["dualpath", "serve", "--host", "0.0.0.0", "--port", "8000"]
