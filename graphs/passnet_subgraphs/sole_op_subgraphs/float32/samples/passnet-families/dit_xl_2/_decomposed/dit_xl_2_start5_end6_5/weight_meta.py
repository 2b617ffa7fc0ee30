class Program_weight_tensor_meta_truediv:
	name = "in_0"
	original_name = "truediv"
	shape = [288]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.498
	std = 0.289
