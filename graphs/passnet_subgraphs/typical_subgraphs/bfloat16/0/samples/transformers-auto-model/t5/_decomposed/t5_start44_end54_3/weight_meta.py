class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_hidden_states:
	name = "in_1"
	original_name = "hidden_states"
	shape = [2, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.994


class Program_weight_tensor_meta_key_states:
	name = "in_2"
	original_name = "key_states"
	shape = [2, 8, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 1.001


class Program_weight_tensor_meta_query_states:
	name = "in_3"
	original_name = "query_states"
	shape = [2, 8, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.125


class Program_weight_tensor_meta_value_states:
	name = "in_4"
	original_name = "value_states"
	shape = [2, 8, 32, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 1.003


class Program_weight_tensor_meta_values_1:
	name = "in_5"
	original_name = "values_1"
	shape = [1, 8, 32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.043
