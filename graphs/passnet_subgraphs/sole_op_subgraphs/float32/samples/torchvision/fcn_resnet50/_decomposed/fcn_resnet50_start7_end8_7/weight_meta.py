class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_conv2_parameters_weight_"
	shape = [64, 64, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.058


class Program_weight_tensor_meta_out_2:
	name = "in_0"
	original_name = "out_2"
	shape = [1, 64, 130, 130]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.094
	std = 0.139
