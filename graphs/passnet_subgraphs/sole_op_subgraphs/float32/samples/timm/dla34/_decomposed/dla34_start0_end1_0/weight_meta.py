class Program_weight_tensor_meta_L_self_modules_base_layer_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_base_layer_modules_0_parameters_weight_"
	shape = [16, 3, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.052


class Program_weight_tensor_meta_L_x_:
	name = "in_0"
	original_name = "L_x_"
	shape = [1, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.501
	std = 0.289
