#!/bin/bash
# One device call: the AR recipe's corpus (seed 0, 2500/type) generated on the device's cores, then a
# larger AR model trained on the GPU for a few minutes and evaluated on dev and test.
export PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false
cd "$(dirname "$0")/../.."
t0=$(date +%s)
[ -n "$SKIP_PIP" ] || python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD
PY=${PY:-python3}
DATA=${DATA:-/tmp/corpus}
N=${N_TRAIN:-2500}
for t in kyc_individual letter_of_credit loan_application; do
  $PY -c "
import sys
from pathlib import Path
from corpus import synth
from models.dataset import load_corpus
d = Path('$DATA'); t = '$t'
for split, n in (('dev', 100), ('test', 100), ('train', $N)):
    synth.write_corpus(d / split / t, t, n, seed=0, split=split)
    load_corpus(d, split, document_types=[t], limit=n)
print(t, 'generated', flush=True)
" > $OUT/gen_$t.log 2>&1 &
done
wait
echo "corpus at $(( $(date +%s) - t0 )) s"; cat $OUT/gen_*.log | tail -3
timeout ${TRAIN_TIMEOUT:-480} $PY -m dualpath.cli train --model ar --device ${DEVICE:-cuda} --seed 0 --minutes ${MINUTES:-4} \
  --n-train $N --data $DATA --d-model ${D:-256} --layers ${L:-6} --heads ${H:-4} --copy-dim ${C:-96} \
  --batch-tokens ${BT:-16000} --lr ${LR:-1e-3} --curriculum 0.15 --eval-docs ${EVAL_DOCS:-300} --out /tmp/ar_gpu > $OUT/train.log 2>&1
echo "train rc=$? at $(( $(date +%s) - t0 )) s"
grep -v "it/s\]\|step/s\|doc/s" $OUT/train.log | tail -12
tar -cf /tmp/ar_gpu.tar -C /tmp ar_gpu && split -b 15m /tmp/ar_gpu.tar $OUT/ar_gpu.tar.part- && ls -la $OUT
