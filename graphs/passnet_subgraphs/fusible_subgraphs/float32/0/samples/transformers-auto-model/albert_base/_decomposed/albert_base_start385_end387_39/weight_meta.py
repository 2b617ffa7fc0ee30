class Program_weight_tensor_meta_L_self_modules_pooler_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_pooler_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_pooler_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_pooler_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_getitem_1:
	name = "in_2"
	original_name = "getitem_1"
	shape = [2, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 1.004
