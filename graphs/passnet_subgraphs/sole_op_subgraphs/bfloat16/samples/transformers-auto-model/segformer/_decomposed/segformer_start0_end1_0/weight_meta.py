class Program_weight_tensor_meta_L_kwargs_pixel_values_:
	name = "in_0"
	original_name = "L_kwargs_pixel_values_"
	shape = [1, 3, 512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_proj_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
	data = [-0.022517, -0.023047, -0.005012, -0.008678, 0.016974, 0.013840, -0.006320, -0.042304, 0.006445, -0.025267, 0.007000, 0.006163, 0.002397, 0.024753, 0.022336, -0.004946, -0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_proj_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_proj_parameters_weight_"
	shape = [32, 3, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
