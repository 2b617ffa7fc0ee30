class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115, -0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_patch_embeddings_modules_layer_norm_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.022
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266, 0.986538, 1.017457, 1.021107, 1.003557, 0.995393, 0.992165, 1.010866, 0.992097, 0.991076, 1.014880, 1.030420, 1.068210, 0.969376, 0.975317, 1.036394, 0.988969]


class Program_weight_tensor_meta_embeddings_1:
	name = "in_0"
	original_name = "embeddings_1"
	shape = [1, 16384, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.011
	std = 0.140
