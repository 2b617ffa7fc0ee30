class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_lambda_2_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_parameters_lambda_2_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.100
	std = 0.000


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_modules_layernorm_before_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_modules_layernorm_before_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_5"
	original_name = "hidden_states_3"
	shape = [4, 197, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.012
	std = 0.318


class Program_weight_tensor_meta_hidden_states_6:
	name = "in_6"
	original_name = "hidden_states_6"
	shape = [4, 197, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.110
	std = 0.313
