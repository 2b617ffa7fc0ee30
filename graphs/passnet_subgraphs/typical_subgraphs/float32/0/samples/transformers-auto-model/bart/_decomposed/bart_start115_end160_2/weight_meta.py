class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_fc1_parameters_bias_"
	shape = [4096]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_fc1_parameters_weight_"
	shape = [4096, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_fc2_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_fc2_parameters_weight_"
	shape = [1024, 4096]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_final_layer_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_final_layer_norm_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_final_layer_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_final_layer_norm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_layer_norm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_10"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_11"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_encoder_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_fc1_parameters_bias_:
	name = "in_14"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_fc1_parameters_bias_"
	shape = [4096]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_fc1_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_fc1_parameters_weight_"
	shape = [4096, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_:
	name = "in_16"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_:
	name = "in_17"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_layer_norm_parameters_weight_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_k_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_20"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_21"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_q_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_:
	name = "in_24"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_encoder_modules_layers_modules_5_modules_self_attn_modules_v_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_38:
	name = "in_26"
	original_name = "hidden_states_38"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.000


class Program_weight_tensor_meta_linear_24:
	name = "in_27"
	original_name = "linear_24"
	shape = [1, 16, 1024]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.644
