"""PassNet v2 (``hf_subgraphs_v2``) rebuilt from a GraphNet checkout, byte for byte.

The lists come from PaddlePaddle/PassNet (vendored under ``sample_lists/`` and
``graph_lists/``); every variant path names its source graph, cut, dtype and bucket,
and the modules here regenerate the variant as GraphNet's pipeline wrote it.
``docs/passnet-v2.md`` says which upstream file each rule follows.
"""
