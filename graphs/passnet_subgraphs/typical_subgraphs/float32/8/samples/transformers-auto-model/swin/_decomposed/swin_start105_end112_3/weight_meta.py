class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_1_modules_attention_modules_o_proj_parameters_weight_"
	shape = [96, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_combined_mask:
	name = "in_2"
	original_name = "combined_mask"
	shape = [32768, 3, 49, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = -11.872
	std = 32.344


class Program_weight_tensor_meta_key_states_1:
	name = "in_3"
	original_name = "key_states_1"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.019
	std = 0.219


class Program_weight_tensor_meta_query_states_1:
	name = "in_4"
	original_name = "query_states_1"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.035
	std = 0.194


class Program_weight_tensor_meta_value_states_1:
	name = "in_5"
	original_name = "value_states_1"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.011
	std = 0.197
