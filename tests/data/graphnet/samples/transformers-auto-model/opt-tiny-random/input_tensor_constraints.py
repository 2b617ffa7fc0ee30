from sympy import Symbol, Expr, Rel, Eq


dynamic_dim_constraint_symbols = []

dynamic_dim_constraint_symbol2example_value = {}

dynamic_dim_constraint_relations = []

dynamic_dim_constraint_input_shapes = [
    ([1, 20], "L_kwargs_attention_mask_"),
    ([1, 20], "L_kwargs_input_ids_"),
    (
        [2050, 8],
        "L_self_modules_model_modules_decoder_modules_embed_positions_parameters_weight_",
    ),
    (
        [50272, 8],
        "L_self_modules_model_modules_decoder_modules_embed_tokens_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_final_layer_norm_parameters_bias_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_final_layer_norm_parameters_weight_",
    ),
    (
        [32],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc1_parameters_bias_",
    ),
    (
        [32, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc1_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_",
    ),
    (
        [8, 32],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_",
    ),
    (
        [32],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_fc1_parameters_bias_",
    ),
    (
        [32, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_fc1_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_fc2_parameters_bias_",
    ),
    (
        [8, 32],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_fc2_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_final_layer_norm_parameters_bias_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_final_layer_norm_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_",
    ),
    (
        [8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_",
    ),
    (
        [8, 8],
        "L_self_modules_model_modules_decoder_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_",
    ),
]
