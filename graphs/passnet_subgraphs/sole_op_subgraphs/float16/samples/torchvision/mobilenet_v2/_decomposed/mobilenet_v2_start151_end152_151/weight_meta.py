class Program_weight_tensor_meta_x_1:
	name = "in_0"
	original_name = "x_1"
	shape = [2, 1280]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.019
	std = 0.029
