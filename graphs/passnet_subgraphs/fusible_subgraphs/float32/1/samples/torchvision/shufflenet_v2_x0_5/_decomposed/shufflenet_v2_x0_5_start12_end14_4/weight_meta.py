class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_3_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_3_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.187


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_4_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_4_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.024
	data = [0.005073, 0.005156, 0.032381, -0.020482, 0.030046, -0.038316, -0.003624, 0.020464, 0.027191, 0.000864, 0.011790, -0.034036, 0.056415, -0.014489, 0.011122, -0.009686, -0.005191, 0.003243, 0.042227, 0.008033, -0.028675, 0.007651, 0.001483, 0.034854]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_4_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_4_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.036
	std = 0.276
	min_val = 0
	data = [0.713860, 1.376971, 0.634285, 1.373240, 1.186796, 0.955358, 0.874491, 1.276199, 0.716882, 0.806851, 1.441182, 0.806665, 1.050766, 1.406103, 0.607858, 1.082685, 1.013868, 0.741721, 1.403676, 1.344355, 0.967239, 0.946222, 1.311434, 0.834573]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_4_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_4_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.023
	data = [0.006441, -0.002031, 0.004120, 0.024336, 0.024718, -0.002004, 0.042728, 0.001401, 0.005884, 0.015946, 0.025284, 0.018710, 0.010909, -0.030748, 0.006249, 0.014801, 0.029004, 0.082030, 0.022365, -0.031337, -0.013980, 0.011488, 0.024761, -0.012811]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_4_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_4_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.021
	data = [0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.988746, 0.983345, 0.972089, 0.992014, 0.993801, 0.998879, 1.010348, 0.968075, 1.007139, 0.954050, 0.982578, 0.966519, 1.011261, 0.971299, 1.014388, 0.972585]


class Program_weight_tensor_meta_input_11:
	name = "in_5"
	original_name = "input_11"
	shape = [4, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.109
	std = 0.163
