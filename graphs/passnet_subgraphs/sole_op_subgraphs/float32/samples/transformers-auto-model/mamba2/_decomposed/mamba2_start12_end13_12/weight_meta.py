class Program_weight_tensor_meta_L_args_0_modules_layers_modules_0_modules_mixer_parameters_A_log_:
	name = "in_0"
	original_name = "L_args_0_modules_layers_modules_0_modules_mixer_parameters_A_log_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 2.283
	std = 0.830
	data = [0.000000, 0.693147, 1.098612, 1.386294, 1.609438, 1.791759, 1.945910, 2.079442, 2.197225, 2.302585, 2.397895, 2.484907, 2.564949, 2.639057, 2.708050, 2.772589, 2.833213, 2.890372, 2.944439, 2.995732, 3.044523, 3.091043, 3.135494, 3.178054]
