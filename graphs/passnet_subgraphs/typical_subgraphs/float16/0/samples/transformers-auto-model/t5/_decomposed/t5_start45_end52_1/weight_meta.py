class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_attention_mask:
	name = "in_1"
	original_name = "attention_mask"
	shape = [1, 8, 16, 16]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.043


class Program_weight_tensor_meta_key_states:
	name = "in_2"
	original_name = "key_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.013
	std = 1.001


class Program_weight_tensor_meta_query_states:
	name = "in_3"
	original_name = "query_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.127


class Program_weight_tensor_meta_value_states:
	name = "in_4"
	original_name = "value_states"
	shape = [1, 8, 16, 64]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.019
	std = 0.988
