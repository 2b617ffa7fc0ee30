class Program_weight_tensor_meta_L_self_modules_encoder_modules_relative_attention_bias_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_relative_attention_bias_parameters_weight_"
	shape = [32, 12]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_lt:
	name = "in_1"
	original_name = "lt"
	shape = [32, 32]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_n:
	name = "in_2"
	original_name = "n"
	shape = [32, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = -31
	max_val = 31
