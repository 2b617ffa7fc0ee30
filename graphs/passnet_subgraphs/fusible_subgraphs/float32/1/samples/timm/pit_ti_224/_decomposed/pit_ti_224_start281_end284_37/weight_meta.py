class Program_weight_tensor_meta_L_self_modules_norm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_norm_parameters_bias_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_norm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_norm_parameters_weight_"
	shape = [256]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_cls_tokens_3:
	name = "in_2"
	original_name = "cls_tokens_3"
	shape = [4, 1, 256]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.044
	std = 0.962
