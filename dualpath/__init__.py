"""The composition root: the command line, the demo and the wiring of models into the pipeline."""
