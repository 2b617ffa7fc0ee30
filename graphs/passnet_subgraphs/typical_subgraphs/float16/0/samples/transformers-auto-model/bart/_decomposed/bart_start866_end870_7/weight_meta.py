class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_11_modules_fc1_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_11_modules_fc1_parameters_bias_"
	shape = [4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_11_modules_fc1_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_11_modules_fc1_parameters_weight_"
	shape = [4096, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_11_modules_fc2_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_decoder_modules_layers_modules_11_modules_fc2_parameters_bias_"
	shape = [1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_11_modules_fc2_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_decoder_modules_layers_modules_11_modules_fc2_parameters_weight_"
	shape = [1024, 4096]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_251:
	name = "in_4"
	original_name = "hidden_states_251"
	shape = [1, 8, 1024]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 1.000
