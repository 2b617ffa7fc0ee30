class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_2"
	original_name = "hidden_states_4"
	shape = [64, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.116


class Program_weight_tensor_meta_hidden_states_7:
	name = "in_3"
	original_name = "hidden_states_7"
	shape = [64, 3072]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.223
	std = 0.320
