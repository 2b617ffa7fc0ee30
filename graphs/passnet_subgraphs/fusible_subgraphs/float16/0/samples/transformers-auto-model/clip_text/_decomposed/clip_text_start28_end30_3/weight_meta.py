class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [512, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.009


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_2"
	original_name = "hidden_states_1"
	shape = [2, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.081


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_3"
	original_name = "hidden_states_4"
	shape = [2, 32, 2048]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.165
	std = 0.402
