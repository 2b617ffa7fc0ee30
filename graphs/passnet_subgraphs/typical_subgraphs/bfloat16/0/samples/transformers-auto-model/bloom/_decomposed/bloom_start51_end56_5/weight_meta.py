class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_bias_"
	shape = [256]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_dense_h_to_4h_parameters_weight_"
	shape = [256, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_:
	name = "in_2"
	original_name = "L_args_0_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.022


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_:
	name = "in_3"
	original_name = "L_args_0_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_hidden_states:
	name = "in_4"
	original_name = "hidden_states"
	shape = [2, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.989


class Program_weight_tensor_meta_output_tensor:
	name = "in_5"
	original_name = "output_tensor"
	shape = [2, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.025
