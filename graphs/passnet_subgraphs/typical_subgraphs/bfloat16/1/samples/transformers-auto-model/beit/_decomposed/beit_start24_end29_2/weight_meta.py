class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_layernorm_after_parameters_weight_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_lambda_1_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_0_parameters_lambda_1_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.100
	std = 0.000


class Program_weight_tensor_meta_embeddings_2:
	name = "in_5"
	original_name = "embeddings_2"
	shape = [4, 197, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.318


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_6"
	original_name = "hidden_states_1"
	shape = [4, 197, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.013
	std = 0.257
