class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_conv1_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_conv1_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.025


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 520, 520]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
