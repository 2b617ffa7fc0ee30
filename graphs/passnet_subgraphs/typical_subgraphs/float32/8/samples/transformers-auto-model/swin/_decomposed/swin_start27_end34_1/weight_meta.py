class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [96, 96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_key_states:
	name = "in_2"
	original_name = "key_states"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.192


class Program_weight_tensor_meta_query_states:
	name = "in_3"
	original_name = "query_states"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.029
	std = 0.186


class Program_weight_tensor_meta_relative_position_bias_2:
	name = "in_4"
	original_name = "relative_position_bias_2"
	shape = [1, 3, 49, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_value_states:
	name = "in_5"
	original_name = "value_states"
	shape = [32768, 3, 49, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.204
