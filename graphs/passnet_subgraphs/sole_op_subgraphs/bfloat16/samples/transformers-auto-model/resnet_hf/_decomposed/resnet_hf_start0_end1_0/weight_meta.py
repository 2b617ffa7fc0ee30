class Program_weight_tensor_meta_L_pixel_values_:
	name = "in_0"
	original_name = "L_pixel_values_"
	shape = [1, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.501
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_embedder_modules_embedder_modules_convolution_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_embedder_modules_embedder_modules_convolution_parameters_weight_"
	shape = [64, 3, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.025
