class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [3072]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [3072, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.026


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_2"
	original_name = "hidden_states_3"
	shape = [4, 50, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 1.001
