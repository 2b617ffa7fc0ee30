class Program_weight_tensor_meta_L_hidden_states_:
    name = 'L_hidden_states_'
    shape = [1, 2, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_stack0_0_:
    name = 'L_stack0_0_'
    shape = [1, 2, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.172
    std = 0.075
    data = None

class Program_weight_tensor_meta_L_stack0_1_:
    name = 'L_stack0_1_'
    shape = [1, 2, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.066
    std = 0.184
    data = None

class Program_weight_tensor_meta_L_causal_mask_:
    name = 'L_causal_mask_'
    shape = [1, 1, 2, 2]
    dtype = 'torch.bool'
    device = 'cuda:0'
    mean = None
    std = None
    data = [True, False, True, True]

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_mlp_modules_gate_up_proj_parameters_weight_'
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
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_mlp_modules_gate_up_proj_parameters_weight_'
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_mlp_modules_gate_up_proj_parameters_weight_'
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
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_mlp_modules_gate_up_proj_parameters_weight_'
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_6_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_7_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_8_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_9_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_9_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_10_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_11_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_11_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_12_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_12_modules_mlp_modules_gate_up_proj_parameters_weight_'
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
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_13_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_13_modules_mlp_modules_gate_up_proj_parameters_weight_'
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_14_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_14_modules_mlp_modules_gate_up_proj_parameters_weight_'
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_15_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_15_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_16_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_16_modules_mlp_modules_gate_up_proj_parameters_weight_'
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
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

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_17_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_18_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_18_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_19_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_19_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_20_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_20_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_21_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_21_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_22_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_22_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_23_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_23_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_24_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_24_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_25_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_25_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_26_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_26_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_27_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_27_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_28_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_28_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_29_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_29_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_30_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_30_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_input_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_input_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_self_attn_modules_qkv_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_self_attn_modules_qkv_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_self_attn_modules_o_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_self_attn_modules_o_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_post_attention_layernorm_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_post_attention_layernorm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_mlp_modules_gate_up_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_mlp_modules_gate_up_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_31_modules_mlp_modules_down_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_31_modules_mlp_modules_down_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
    name = 'L_self_modules_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.bfloat16'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None
