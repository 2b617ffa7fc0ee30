class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_out_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_out_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_ln_2_parameters_bias_:
	name = "in_2"
	original_name = "L_args_0_modules_h_modules_0_modules_ln_2_parameters_bias_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_ln_2_parameters_weight_:
	name = "in_3"
	original_name = "L_args_0_modules_h_modules_0_modules_ln_2_parameters_weight_"
	shape = [512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
	name = "in_4"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
	shape = [2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
	name = "in_5"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
	shape = [2048, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_weights_5:
	name = "in_6"
	original_name = "attn_weights_5"
	shape = [2, 8, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.031
	std = 0.093


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_7"
	original_name = "hidden_states_1"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.028


class Program_weight_tensor_meta_values:
	name = "in_8"
	original_name = "values"
	shape = [2, 8, 32, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.452
