class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = 'L_kwargs_input_ids_'
    shape = [1, 20]
    dtype = 'torch.int64'
    device = 'cpu'
    mean = None
    std = None
    data = [2, 9259, 236764, 1041, 1463, 563, 15943, 236761, 564, 1006, 4735, 1003, 2455, 5192, 4681, 532, 910, 78200, 236761, 236743]

class Program_weight_tensor_meta_L_self_modules_model_modules_embed_tokens_parameters_weight_:
    name = 'L_self_modules_model_modules_embed_tokens_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_embed_tokens_buffers_embed_scale_:
    name = 'L_self_modules_model_modules_embed_tokens_buffers_embed_scale_'
    shape = []
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 33.938
    std = float('nan')
    data = None

class Program_weight_tensor_meta_L_kwargs_attention_mask_:
    name = 'L_kwargs_attention_mask_'
    shape = [1, 20]
    dtype = 'torch.int64'
    device = 'cpu'
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]

class Program_weight_tensor_meta_L_self_modules_model_modules_rotary_emb_buffers_inv_freq_:
    name = 'L_self_modules_model_modules_rotary_emb_buffers_inv_freq_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cpu'
    mean = 0.076
    std = 0.186
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_rotary_emb_local_buffers_inv_freq_:
    name = 'L_self_modules_model_modules_rotary_emb_local_buffers_inv_freq_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cpu'
    mean = 0.113
    std = 0.214
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_0_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_1_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_1_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_2_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_2_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_3_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_3_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_4_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_4_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_5_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_5_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_6_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_6_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_7_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_7_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_8_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_8_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_9_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_9_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_10_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_10_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_11_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_11_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_12_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_13_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_13_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_14_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_14_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_15_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_15_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_16_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_16_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_17_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_17_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_18_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_18_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_19_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_19_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_20_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_20_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_21_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_21_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_22_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_22_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_23_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_23_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_24_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_24_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_25_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_model_modules_layers_modules_25_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_model_modules_norm_parameters_weight_:
    name = 'L_self_modules_model_modules_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float16'
    device = 'cpu'
    mean = 1.0
    std = 0.0
    data = None
