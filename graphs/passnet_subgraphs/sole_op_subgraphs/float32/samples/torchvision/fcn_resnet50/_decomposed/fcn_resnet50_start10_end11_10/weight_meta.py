class Program_weight_tensor_meta_L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_conv3_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_model_modules_backbone_modules_layer1_modules_0_modules_conv3_parameters_weight_"
	shape = [256, 64, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.089


class Program_weight_tensor_meta_out_5:
	name = "in_0"
	original_name = "out_5"
	shape = [1, 64, 130, 130]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.122
	std = 0.154
