class Program_weight_tensor_meta_L_inputs_embeds_:
    name = 'L_inputs_embeds_'
    shape = [1, 3, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.002
    std = 0.504
    data = None

class Program_weight_tensor_meta_L_attention_mask_:
    name = 'L_attention_mask_'
    shape = [1, 3]
    dtype = 'torch.int64'
    device = 'cuda:0'
    mean = None
    std = None
    data = [1, 1, 1]

class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
    name = 'L_self_modules_rotary_emb_buffers_inv_freq_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.076
    std = 0.186
    data = None

class Program_weight_tensor_meta_L_self_modules_rotary_emb_local_buffers_inv_freq_:
    name = 'L_self_modules_rotary_emb_local_buffers_inv_freq_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.113
    std = 0.214
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_q_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_q_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_k_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_k_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_pre_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_pre_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_mlp_modules_gate_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_mlp_modules_gate_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_mlp_modules_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_mlp_modules_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_post_feedforward_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_post_feedforward_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
    name = 'L_self_modules_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None
