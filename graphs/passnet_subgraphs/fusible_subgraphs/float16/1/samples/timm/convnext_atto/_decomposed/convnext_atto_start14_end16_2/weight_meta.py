class Program_weight_tensor_meta_reshape:
	name = "in_0"
	original_name = "reshape"
	shape = [1, 40, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.020
	data = [-0.005987, -0.003755, 0.038319, 0.013805, -0.046433, -0.023927, 0.003942, -0.023546, 0.002272, 0.022096, -0.027902, 0.009503, -0.016274, 0.018486, -0.004946, -0.028307, 0.019750, -0.029755, 0.011735, 0.003167, 0.002206, -0.016375, 0.012656, -0.038337, 0.023423, 0.001951, 0.019268, 0.016807, -0.025072, 0.019738, -0.009892, -0.025660, 0.019105, 0.025673, -0.013316, 0.011304, 0.005755, -0.000666, -0.021237, -0.002288]


class Program_weight_tensor_meta_x_11:
	name = "in_1"
	original_name = "x_11"
	shape = [4, 40, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.026


class Program_weight_tensor_meta_x_2:
	name = "in_2"
	original_name = "x_2"
	shape = [4, 40, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 1.006
