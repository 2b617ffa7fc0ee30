class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_"
	shape = [2048]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_:
	name = "in_1"
	original_name = "L_args_0_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_"
	shape = [2048, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_2"
	original_name = "hidden_states_4"
	shape = [2, 32, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.998
