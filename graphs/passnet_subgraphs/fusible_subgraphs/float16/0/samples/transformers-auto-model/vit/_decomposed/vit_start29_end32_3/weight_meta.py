class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_2"
	original_name = "hidden_states_2"
	shape = [2, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.405


class Program_weight_tensor_meta_hidden_states_5:
	name = "in_3"
	original_name = "hidden_states_5"
	shape = [2, 197, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.099
	std = 0.303
