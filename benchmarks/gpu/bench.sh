#!/bin/bash
# One device call: both benchmarks on the GPU with the shipped checkpoints.
export PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false
cd "$(dirname "$0")/../.."
t0=$(date +%s)
[ -n "$SKIP_PIP" ] || python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD
nvidia-smi 2>/dev/null --query-gpu=name,memory.total,driver_version,clocks.sm --format=csv
${PY:-python3} -c "import torch, transformers, pypdf, pydantic; print('torch', torch.__version__, 'transformers', transformers.__version__, 'cuda', torch.cuda.is_available())" || exit 1
export DUALPATH_BENCH_CORPUS=$PWD/${CORPUS:-.gpu/corpus}
echo "setup $(( $(date +%s) - t0 )) s"
timeout ${RT_TIMEOUT:-200} ${PY:-python3} benchmarks/realtime_latency.py --device ${DEVICE:-cuda} --per-type ${RT_PER_TYPE:-30} \
  --corpus ${CORPUS:-.gpu/corpus} --out $OUT/realtime_latency_gpu.json > $OUT/realtime.log 2>&1
echo "realtime rc=$? at $(( $(date +%s) - t0 )) s"; tail -3 $OUT/realtime.log
timeout ${BATCH_TIMEOUT:-300} ${PY:-python3} benchmarks/batch_throughput.py --device ${DEVICE:-cuda} --per-type ${BATCH_PER_TYPE:-30} \
  --curve-per-type ${CURVE_PER_TYPE:-8} --static-sizes ${STATIC_SIZES:-8,32,64} \
  --out $OUT/batch_throughput_gpu.json > $OUT/batch.log 2>&1
echo "batch rc=$? at $(( $(date +%s) - t0 )) s"; grep -v Logger $OUT/batch.log | tail -25
tail -5 $OUT/realtime.log
