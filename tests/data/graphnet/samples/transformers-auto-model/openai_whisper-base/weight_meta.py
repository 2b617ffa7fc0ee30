class Program_weight_tensor_meta_L_inputs_embeds_:
    name = 'L_inputs_embeds_'
    shape = [1, 1, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_embed_positions_parameters_weight_:
    name = 'L_self_modules_embed_positions_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_encoder_hidden_states_:
    name = 'L_encoder_hidden_states_'
    shape = [1, 8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 1.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_0_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_0_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_1_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_1_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_2_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_2_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_2_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_3_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_3_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_4_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_4_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_q_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_q_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_q_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_q_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_k_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_k_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_v_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_v_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_v_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_v_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_out_proj_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_out_proj_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_encoder_attn_modules_out_proj_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_encoder_attn_modules_out_proj_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_final_layer_norm_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_final_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_final_layer_norm_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_final_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_fc1_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_fc1_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_fc1_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_fc1_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_fc2_parameters_weight_:
    name = 'L_self_modules_layers_modules_5_modules_fc2_parameters_weight_'
    shape = [8, 8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = -0.0
    std = 0.02
    data = None

class Program_weight_tensor_meta_L_self_modules_layers_modules_5_modules_fc2_parameters_bias_:
    name = 'L_self_modules_layers_modules_5_modules_fc2_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_weight_:
    name = 'L_self_modules_layer_norm_parameters_weight_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 1.0
    std = 0.0
    data = None

class Program_weight_tensor_meta_L_self_modules_layer_norm_parameters_bias_:
    name = 'L_self_modules_layer_norm_parameters_bias_'
    shape = [8]
    dtype = 'torch.float32'
    device = 'cuda:0'
    mean = 0.0
    std = 0.0
    data = None
