class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_0_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_0_modules_0_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.116


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 520, 520]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
