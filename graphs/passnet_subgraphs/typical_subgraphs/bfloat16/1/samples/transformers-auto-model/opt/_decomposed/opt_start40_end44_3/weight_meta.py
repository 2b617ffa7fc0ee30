class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
	shape = [768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_decoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
	shape = [768, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_2"
	original_name = "hidden_states_4"
	shape = [128, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.115


class Program_weight_tensor_meta_hidden_states_7:
	name = "in_3"
	original_name = "hidden_states_7"
	shape = [128, 3072]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.224
	std = 0.323
