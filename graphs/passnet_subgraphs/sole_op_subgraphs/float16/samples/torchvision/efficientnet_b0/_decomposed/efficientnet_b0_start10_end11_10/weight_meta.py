class Program_weight_tensor_meta_scale_3:
	name = "in_0"
	original_name = "scale_3"
	shape = [1, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.031
