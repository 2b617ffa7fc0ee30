class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_relative_attention_bias_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_relative_attention_bias_parameters_weight_"
	shape = [32, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.044


class Program_weight_tensor_meta_gt:
	name = "in_1"
	original_name = "gt"
	shape = [32, 32]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_relative_position:
	name = "in_2"
	original_name = "relative_position"
	shape = [32, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = -31
	max_val = 31
